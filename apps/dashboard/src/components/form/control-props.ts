/**
 * What a form item gives the control inside it (antd's `Form.Item`): the id its label points at,
 * the field's value and the call that changes it.
 */
export interface ControlProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
}
