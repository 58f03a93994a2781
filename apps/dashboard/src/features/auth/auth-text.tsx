import { theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * Headings and lines of the sign-in card drawn with the theme's tokens, as antd Typography would
 * draw them: Typography brings its copy, edit and ellipsis machinery into the first page's
 * JavaScript.
 */
function useTextStyles() {
  const { token } = antdTheme.useToken();
  return { token };
}

/** A link in the theme's link colour (antd colours links only inside Typography). */
export function AuthLink(props: LinkProps) {
  const { token } = useTextStyles();
  return <Link {...props} style={{ color: token.colorLink, ...props.style }} />;
}

export function AuthTitle({ children }: { children: ReactNode }) {
  const { token } = useTextStyles();
  return (
    <h1
      className="auth-title"
      style={{
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        lineHeight: token.lineHeightHeading1,
        fontSize: 22,
        margin: '0 0 4px',
        textAlign: 'center',
      }}
    >
      {children}
    </h1>
  );
}

export function AuthLine({
  children,
  secondary = false,
  className,
}: {
  children: ReactNode;
  secondary?: boolean;
  className: 'auth-subtitle' | 'auth-footer';
}) {
  const { token } = useTextStyles();
  return (
    <p
      className={className}
      style={{
        color: secondary ? token.colorTextSecondary : token.colorText,
        margin: '0 0 8px',
        textAlign: 'center',
      }}
    >
      {children}
    </p>
  );
}

export function AuthText({
  children,
  strong = false,
  secondary = false,
  className,
}: {
  children: ReactNode;
  strong?: boolean;
  secondary?: boolean;
  className?: string;
}) {
  const { token } = useTextStyles();
  return (
    <span
      className={className}
      style={{
        color: secondary ? token.colorTextSecondary : token.colorText,
        fontWeight: strong ? token.fontWeightStrong : undefined,
      }}
    >
      {children}
    </span>
  );
}
