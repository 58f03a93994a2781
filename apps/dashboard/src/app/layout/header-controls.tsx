import { BgColorsOutlined, MoonOutlined, SunOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLocale } from '../../lib/i18n.ts';
import {
  setThemeColor,
  setThemeMode,
  THEME_COLORS,
  type ThemeColor,
  useThemeState,
} from '../../lib/theme.ts';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLocale();
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <Tooltip title={t('header.switch_language')}>
      <Button
        type="text"
        icon={<TranslationOutlined aria-hidden />}
        lang={other}
        onClick={() => setLanguage(other)}
      >
        {t(`languages.${other}`)}
      </Button>
    </Tooltip>
  );
}

export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useThemeState();
  const colors = Object.entries(THEME_COLORS) as [ThemeColor, string][];
  return (
    <>
      <Dropdown
        menu={{
          selectable: true,
          selectedKeys: [theme.color],
          items: colors.map(([name, color]) => ({
            key: name,
            label: t(`themes.${name}`),
            icon: <span className="theme-swatch" style={{ backgroundColor: color }} aria-hidden />,
          })),
          onClick: ({ key }) => setThemeColor(key as ThemeColor),
        }}
      >
        <Button type="text" icon={<BgColorsOutlined />} aria-label={t('header.theme')} />
      </Dropdown>
      <Tooltip title={t(theme.mode === 'dark' ? 'header.light_mode' : 'header.dark_mode')}>
        <Button
          type="text"
          icon={theme.mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
          aria-label={t(theme.mode === 'dark' ? 'header.light_mode' : 'header.dark_mode')}
          onClick={() => setThemeMode(theme.mode === 'dark' ? 'light' : 'dark')}
        />
      </Tooltip>
    </>
  );
}
