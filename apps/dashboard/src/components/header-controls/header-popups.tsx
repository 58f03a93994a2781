import { Dropdown, Tooltip } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setThemeColor, THEME_COLORS, type ThemeColor, useThemeState } from '../../lib/theme.ts';

/**
 * The header's tooltips and theme menu: antd's Tooltip and Dropdown (with Menu and the popup
 * machinery) load when a pointer or focus first reaches a control, not with the first page.
 */
export function Hint({ title, children }: { title: string; children: ReactElement }) {
  // Loaded because the pointer is on the control: show the hint now.
  return (
    <Tooltip title={title} defaultOpen>
      {children}
    </Tooltip>
  );
}

export function ThemeMenu({ openAtStart, children }: { openAtStart: boolean; children: ReactElement }) {
  const { t } = useTranslation();
  const theme = useThemeState();
  const [open, setOpen] = useState(openAtStart);
  const colors = Object.entries(THEME_COLORS) as [ThemeColor, string][];
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [theme.color],
        items: colors.map(([name, color]) => ({
          key: name,
          label: t(`themes.${name}`),
          icon: <span className="theme-swatch" style={{ backgroundColor: color }} aria-hidden />,
        })),
        onClick: ({ key }) => {
          setThemeColor(key as ThemeColor);
          setOpen(false);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
