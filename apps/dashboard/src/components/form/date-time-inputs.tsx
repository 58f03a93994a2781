import { DatePicker, type DatePickerProps, TimePicker, type TimePickerProps } from 'antd';
import '../../lib/dayjs-locale.ts';

/**
 * The pickers of form fields, in a module of their own: the pages that never show a date (login,
 * the reset flow) do not load the picker machinery.
 */
export function DateInput(props: DatePickerProps) {
  return <DatePicker {...props} />;
}

export function TimeInput(props: TimePickerProps) {
  return <TimePicker {...props} />;
}
