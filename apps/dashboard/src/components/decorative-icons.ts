import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import type { ForwardRefRenderFunction } from 'react';

type IconRender = ForwardRefRenderFunction<HTMLSpanElement, Record<string, unknown>>;

/**
 * antd's icons name themselves in English, by their shape: `<span role="img" aria-label="eye">`,
 * read out as "eye, image" on an Arabic page, beside the button's own name. Every icon on the
 * dashboard stands beside the words it goes with (a labelled button, a menu item, a field), so an
 * icon is decorative unless it is given a name: without an `aria-label` it is hidden from screen
 * readers, and a control whose only name was its icon's shape (found by axe's `button-name`) gets
 * a name of its own from the catalogue. Both of the package's icon components are wrapped (the
 * outlined and filled icons use the light one, the two-tone ones the other), once, as the app
 * starts; every icon, antd's own inside its components too, renders through them.
 */
export function makeIconsDecorative(): void {
  for (const icon of [AntdIcon, AntdIconLight] as unknown as { render: IconRender; decorative?: true }[]) {
    if (icon.decorative) continue;
    const render = icon.render;
    icon.render = (props, ref) =>
      props['aria-label'] || props['aria-labelledby']
        ? render(props, ref)
        : render({ 'aria-hidden': true, ...props, role: undefined, 'aria-label': undefined }, ref);
    icon.decorative = true;
  }
}
