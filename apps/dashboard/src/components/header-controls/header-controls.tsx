import { BgColorsOutlined, MoonOutlined, SunOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, type MouseEvent, type ReactElement, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLocale } from '../../lib/i18n.ts';
import { setThemeMode, useThemeState } from '../../lib/theme.ts';

/** Tooltips and the theme menu come on first use (`header-popups.tsx`). */
const popups = () => import('./header-popups.tsx');
const Hint = lazy(async () => ({ default: (await popups()).Hint }));
const ThemeMenu = lazy(async () => ({ default: (await popups()).ThemeMenu }));

/**
 * A control that becomes its richer self (tooltip, menu) once woken. The button is mounted anew
 * then: if it had the focus, the new one takes it back, so a keyboard user stays where they were.
 */
function useWake<T extends string>() {
  const [awake, setAwake] = useState<T | null>(null);
  const refocus = useRef(false);
  const wake = (how: T, control: EventTarget) => {
    refocus.current = document.activeElement === control;
    setAwake((now) => now ?? how);
  };
  const focusOnMount = (node: HTMLElement | null) => {
    if (node && refocus.current) {
      refocus.current = false;
      node.focus();
    }
  };
  return { awake, wake, focusOnMount };
}

/** The button alone until the pointer first reaches it, then the button with its tooltip. */
function WithHint({
  title,
  render,
}: {
  title: string;
  render: (wake: (event: MouseEvent) => void, ref?: (node: HTMLElement | null) => void) => ReactElement;
}) {
  const { awake, wake, focusOnMount } = useWake<'near'>();
  const button = render((event) => wake('near', event.currentTarget));
  if (!awake) return button;
  return (
    <Suspense fallback={button}>
      <Hint title={title}>{render(() => undefined, focusOnMount)}</Hint>
    </Suspense>
  );
}

export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLocale();
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <WithHint
      title={t('header.switch_language')}
      render={(wake, ref) => (
        <Button
          ref={ref}
          type="text"
          icon={<TranslationOutlined aria-hidden />}
          lang={other}
          // Its name on a phone too, where its text is hidden to leave room in the header.
          aria-label={t(`languages.${other}`)}
          onMouseEnter={wake}
          onClick={() => setLanguage(other)}
        >
          <span className="header-button-text">{t(`languages.${other}`)}</span>
        </Button>
      )}
    />
  );
}

/** The colour menu: a plain button until pointed at or clicked, then antd's Dropdown, open. */
function ThemeColorMenu() {
  const { t } = useTranslation();
  const { awake, wake, focusOnMount } = useWake<'open'>();
  const button = (ref?: (node: HTMLElement | null) => void) => (
    <Button
      ref={ref}
      type="text"
      icon={<BgColorsOutlined />}
      aria-label={t('header.theme')}
      aria-haspopup="menu"
      onMouseEnter={(event) => wake('open', event.currentTarget)}
      onClick={(event) => wake('open', event.currentTarget)}
    />
  );
  if (!awake) return button();
  return (
    <Suspense fallback={button()}>
      <ThemeMenu openAtStart>{button(focusOnMount)}</ThemeMenu>
    </Suspense>
  );
}

export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useThemeState();
  const label = t(theme.mode === 'dark' ? 'header.light_mode' : 'header.dark_mode');
  return (
    <>
      <ThemeColorMenu />
      <WithHint
        title={label}
        render={(wake, ref) => (
          <Button
            ref={ref}
            type="text"
            icon={theme.mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
            aria-label={label}
            onMouseEnter={wake}
            onClick={() => setThemeMode(theme.mode === 'dark' ? 'light' : 'dark')}
          />
        )}
      />
    </>
  );
}
