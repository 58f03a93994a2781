import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import { formatPhoneInput, PHONE_PREFIX } from '../../lib/phone.ts';
import type { ControlProps } from './control-props.ts';

interface PhoneInputProps extends ControlProps<string> {
  'aria-invalid'?: boolean;
}

/** A Saudi mobile input: fixed +966 prefix, digits only, grouped xxx-xxx-xxx (SPEC §5). */
export function PhoneInput({ id, value, onChange, ...rest }: PhoneInputProps) {
  return (
    <Input
      {...rest}
      id={id}
      dir="ltr"
      styles={{ root: { direction: 'ltr' }, prefix: { direction: 'ltr' }, input: { direction: 'ltr' } }}
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={<bdi dir="ltr">+{PHONE_PREFIX}</bdi>}
      value={value ?? ''}
      maxLength={12}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(formatPhoneInput(event.target.value))}
    />
  );
}
