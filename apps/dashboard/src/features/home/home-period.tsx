import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FILTER_DATE_MAX } from '../../lib/date-ranges.ts';
import { dayjs } from '../../lib/dayjs-locale.ts';

export interface HomePeriodValue {
  from?: string;
  to?: string;
}

/**
 * The home page's period: a range of Riyadh days, with the usual ones a click away; cleared, the
 * cards count everything. Its own chunk (with dayjs), loaded after the cards.
 */
export default function HomePeriod({
  value,
  onChange,
}: {
  value: HomePeriodValue;
  onChange: (next: HomePeriodValue) => void;
}) {
  const { t } = useTranslation();
  const today = dayjs();
  const presets: { label: string; value: [Dayjs, Dayjs] }[] = [
    { label: t('home.today'), value: [today, today] },
    { label: t('home.last_7_days'), value: [today.subtract(6, 'day'), today] },
    { label: t('home.last_30_days'), value: [today.subtract(29, 'day'), today] },
    { label: t('home.this_month'), value: [today.startOf('month'), today] },
    { label: t('home.this_year'), value: [today.startOf('year'), today] },
  ];
  return (
    <DatePicker.RangePicker
      id="home-period"
      aria-label={t('home.period')}
      presets={presets}
      allowClear
      maxDate={dayjs(FILTER_DATE_MAX)}
      value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
      onChange={(range) => {
        const [from, to] = range ?? [];
        onChange(from && to ? { from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') } : {});
      }}
    />
  );
}
