/**
 * Days of the seeded history, counted from the day the seed is made (0 = today, -1 =
 * yesterday), as plant-local text: 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM:SS' (see db/schema/history).
 */
export class Calendar {
  /** Day texts already made: a seed asks for the same few days millions of times. */
  private readonly dates = new Map<number, string>();

  constructor(private readonly today = new Date()) {}

  private at(day: number): Date {
    return new Date(this.today.getFullYear(), this.today.getMonth(), this.today.getDate() + day);
  }

  date(day: number): string {
    let text = this.dates.get(day);
    if (text === undefined) {
      const d = this.at(day);
      text = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      this.dates.set(day, text);
    }
    return text;
  }

  /** `minutes` after midnight of `day`. */
  time(day: number, minutes: number): string {
    const m = Math.max(0, Math.min(24 * 60 - 1, Math.floor(minutes)));
    return `${this.date(day)} ${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`;
  }

  year(day: number): number {
    return this.at(day).getFullYear();
  }

  month(day: number): number {
    return this.at(day).getMonth() + 1;
  }

  /** The day number of the first day of the month `day` is in. */
  monthStart(day: number): number {
    return day - this.at(day).getDate() + 1;
  }

  /** The day number of a 'YYYY-MM-DD...' text. */
  dayOf(text: string): number {
    const [y, m, d] = text.slice(0, 10).split('-').map(Number);
    const then = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
    const base = new Date(this.today.getFullYear(), this.today.getMonth(), this.today.getDate());
    return Math.round((then.getTime() - base.getTime()) / 86_400_000);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
