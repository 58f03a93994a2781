import { Button, type ButtonProps, Tooltip } from 'antd';

type IconActionProps = Omit<ButtonProps, 'aria-label' | 'title' | 'children'> & {
  /** What the tooltip shows. */
  title: string;
  /** What a screen reader reads, where it says more than the tooltip ("Move earlier: photo.jpg"). */
  label?: string;
};

/** An icon-only button (text style unless told) with its name in a tooltip and for screen readers. */
export function IconAction({ title, label, type = 'text', ...button }: IconActionProps) {
  return (
    <Tooltip title={title}>
      <Button type={type} aria-label={label ?? title} {...button} />
    </Tooltip>
  );
}
