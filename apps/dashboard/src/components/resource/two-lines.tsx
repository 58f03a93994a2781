import type { ReactNode } from 'react';
import { PHONE_PREFIX, phoneForDisplay } from '../../lib/phone.ts';

interface TwoLinesProps {
  /** The value the column is about (a branch, a customer, an order number). */
  main: ReactNode;
  /** Smaller and muted beneath it: what places it (the brand, the phone, the time). */
  sub?: ReactNode;
  /** An order number or a phone reads left to right in either language. */
  mainDir?: 'ltr';
  subDir?: 'ltr';
  /** A modifier of the cell (an unread message in bold). */
  className?: string;
  /** Beneath the lines, kept whole (an "unread" tag). */
  children?: ReactNode;
}

/** One line of the cell, its whole text on hover where the ellipsis cuts it. */
function Line({ kind, dir, value }: { kind: 'main' | 'sub'; dir: 'ltr' | undefined; value: ReactNode }) {
  return (
    <bdi className={`two-lines__${kind}`} dir={dir} title={typeof value === 'string' ? value : undefined}>
      {value}
    </bdi>
  );
}

/**
 * A list cell of two lines, each kept on its line and cut with an ellipsis, so two facts share one
 * column and a list of a busy role (the platform's orders) still fits a laptop's screen.
 */
export function TwoLines({ main, sub, mainDir, subDir, className, children }: TwoLinesProps) {
  return (
    <span className={className ? `two-lines ${className}` : 'two-lines'}>
      <Line kind="main" dir={mainDir} value={main} />
      {sub ? <Line kind="sub" dir={subDir} value={sub} /> : null}
      {children}
    </span>
  );
}

/** A customer in a list: the name, and the phone beneath it as it is dialled. */
export function CustomerCell({ name, phone }: { name: string; phone: string | null | undefined }) {
  return <TwoLines main={name} sub={`+${PHONE_PREFIX} ${phoneForDisplay(phone)}`} subDir="ltr" />;
}
