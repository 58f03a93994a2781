import type { ReactNode } from 'react';
import { PHONE_PREFIX, phoneForDisplay } from '../../lib/phone.ts';

interface TwoLinesProps {
  /** The value the column is about (a branch, a customer, an order number). */
  main: ReactNode;
  /** Smaller and muted beneath it: what places it (the brand, the phone, the time). */
  sub?: ReactNode;
  /** The whole of each line on hover, for the line an ellipsis cuts. */
  mainTitle?: string;
  subTitle?: string;
  /** An order number or a phone reads left to right in either language. */
  mainDir?: 'ltr';
  subDir?: 'ltr';
}

/**
 * A list cell of two lines, each kept on its line and cut with an ellipsis, so two facts share one
 * column and a list of a busy role (the platform's orders) still fits a laptop's screen.
 */
export function TwoLines({ main, sub, mainTitle, subTitle, mainDir, subDir }: TwoLinesProps) {
  return (
    <span className="two-lines">
      <bdi
        className="two-lines__main"
        dir={mainDir}
        title={mainTitle ?? (typeof main === 'string' ? main : undefined)}
      >
        {main}
      </bdi>
      {sub ? (
        <bdi
          className="two-lines__sub"
          dir={subDir}
          title={subTitle ?? (typeof sub === 'string' ? sub : undefined)}
        >
          {sub}
        </bdi>
      ) : null}
    </span>
  );
}

/** A customer in a list: the name, and the phone beneath it as it is dialled. */
export function CustomerCell({ name, phone }: { name: string; phone: string | null | undefined }) {
  return <TwoLines main={name} sub={`+${PHONE_PREFIX} ${phoneForDisplay(phone)}`} subDir="ltr" />;
}
