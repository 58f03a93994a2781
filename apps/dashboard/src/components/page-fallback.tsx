import { LoadingOutlined } from '@ant-design/icons';
import { theme as antdTheme, Flex } from 'antd';

/** The system logo, or the bundled one. */
export function logoUrl(sysLogo: string | null): string {
  return sysLogo ?? `${import.meta.env.BASE_URL}logo.svg`;
}

/**
 * Shown while a page's chunk loads: a spinning icon in the theme colour (the icon buttons already
 * use), rather than antd's Spin, which the first page would load for this alone.
 */
export function PageFallback() {
  const { token } = antdTheme.useToken();
  return (
    <Flex
      className="page-fallback"
      justify="center"
      align="center"
      style={{ minBlockSize: 240 }}
      aria-busy="true"
    >
      <LoadingOutlined spin aria-hidden style={{ fontSize: 32, color: token.colorPrimary }} />
    </Flex>
  );
}
