import { z } from 'zod';
import { parseIsoDate, parseIsoDateTime, todayIso } from './dates.js';
import { PRINT_LENGTHS, type Range } from './limits.js';
import { demandMessages as m, rangeMessage, requiredMessage, tooLongMessage } from './messages.js';

/**
 * What a rule may need beyond the request: today's date (where the rule runs) and whether the
 * plant's production line/lot parameter is YES. The service knows the parameter; the web has
 * loaded it; the gateway does not know it and leaves that rule to the service.
 */
export interface RuleContext {
  today: string;
  productionLineLot?: boolean;
}

/** One validity flag: the message that keeps Print disabled, or null when the value is fine. */
export type Check<R> = (request: Partial<R>, ctx: RuleContext) => string | null;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const checks = {
  range(value: unknown, r: Range, label: string): string | null {
    return typeof value === 'number' && Number.isInteger(value) && value >= r.min && value <= r.max
      ? null
      : rangeMessage(label, r);
  },
  required(value: unknown, label: string, max?: number): string | null {
    if (blank(value)) return requiredMessage(label);
    return max !== undefined && String(value).length > max ? tooLongMessage(label, max) : null;
  },
  printer(value: unknown): string | null {
    if (blank(value)) return m.printerRequired;
    return String(value).length > PRINT_LENGTHS.printer ? tooLongMessage('Printer', PRINT_LENGTHS.printer) : null;
  },
  /** Required only when the label names an extra input; never longer than 50. */
  extraInput(inputName: unknown, value: unknown): string | null {
    const max = PRINT_LENGTHS.extraInput;
    if (!blank(value) && String(value).length > max) return tooLongMessage(String(inputName || 'Extra input'), max);
    return !blank(inputName) && blank(value) ? requiredMessage(String(inputName)) : null;
  },
  /** Box and special box: an ISO date, today or later. */
  productionDate(value: unknown, today: string): string | null {
    if (blank(value)) return requiredMessage('Production Date');
    if (!parseIsoDate(String(value))) return parseIsoDateTime(String(value)) ? m.dateNotIso : m.invalidDate;
    return String(value) < today ? m.dateBeforeToday : null;
  },
  /** Harness, component and customer dates: any valid date. */
  validDate(value: unknown, label: string): string | null {
    if (blank(value)) return requiredMessage(label);
    return parseIsoDateTime(String(value)) ? null : m.invalidDate;
  },
  /** Production line and lot: required (and bounded) only when the parameter shows them. */
  lineOrLot(value: unknown, shown: boolean | undefined, label: string, max: number): string | null {
    if (!shown) return !blank(value) && String(value).length > max ? tooLongMessage(label, max) : null;
    return checks.required(value, label, max);
  },
};

export interface PrintRules<R, I = R> {
  /** The request as the service receives it; its refinement runs every check with today's date. */
  schema: z.ZodType<R, I>;
  /** One entry per validity flag of the screen. */
  checks: Record<string, Check<R>>;
  /** Every flag: the web enables Print only when all are true. */
  flags(request: Partial<R>, ctx: RuleContext): Record<string, boolean>;
  /** The messages of the failing flags, in the order of the flags (what a 4xx reply joins). */
  problems(request: Partial<R>, ctx: RuleContext): string[];
  valid(request: Partial<R>, ctx: RuleContext): boolean;
}

/**
 * A print request and its validity flags, declared once: the web asks `flags` for the Print
 * button, the gateway validates with `schema`, and the service runs `problems` again with what
 * only it knows (the production line/lot parameter, the label's extra input).
 */
export function printRules<S extends z.ZodRawShape>(
  shape: S,
  ruleChecks: Record<string, Check<z.output<z.ZodObject<S>>>>,
): PrintRules<z.output<z.ZodObject<S>>, z.input<z.ZodObject<S>>> {
  type R = z.output<z.ZodObject<S>>;
  const problems = (request: Partial<R>, ctx: RuleContext) =>
    Object.values(ruleChecks).flatMap((check) => {
      const message = check(request, ctx);
      return message ? [message] : [];
    });
  const schema = z.object(shape).superRefine((request, zctx) => {
    for (const [flag, check] of Object.entries(ruleChecks)) {
      // No path: the message alone is what the user reads when the service joins the errors.
      const message = check(request as Partial<R>, { today: todayIso() });
      if (message) zctx.addIssue({ code: 'custom', message, params: { flag } });
    }
  });
  return {
    schema: schema as unknown as z.ZodType<R, z.input<z.ZodObject<S>>>,
    checks: ruleChecks,
    flags: (request, ctx) =>
      Object.fromEntries(Object.entries(ruleChecks).map(([flag, check]) => [flag, check(request, ctx) === null])),
    problems,
    valid: (request, ctx) => problems(request, ctx).length === 0,
  };
}
