import { TextInput, type TextInputProps } from '@mantine/core';
import { useTooLong } from './too-long';

interface LimitedTextInputProps extends Omit<TextInputProps, 'maxLength' | 'value'> {
  label: string;
  value: string;
  /** The field's limit: a longer value is kept whole and told, never cut. */
  max: number | undefined;
}

/** A form's text input with a length limit: the screen's own message first, else the length message. */
export function LimitedTextInput({ max, error, ...props }: LimitedTextInputProps) {
  const tooLong = useTooLong();
  return <TextInput {...props} error={error || tooLong(props.label, props.value, max)} />;
}
