import type { z } from 'zod';
import { currentSpecText } from './i18n';

/**
 * A form validator from a zod schema, so a form shows the same messages the gateway would
 * (the contracts' schemas carry the spec's texts), in the user's language. One message per
 * field: the first.
 */
export function zodValidate<Values>(schema: z.ZodType): (values: Values) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    const errors: Record<string, string> = {};
    if (result.success) return errors;
    const inLanguage = currentSpecText();
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= inLanguage(issue.message);
    }
    return errors;
  };
}
