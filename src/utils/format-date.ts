/**
 * French dates: long dates on order lists ("5 mars 2025"), long dates with
 * hours and minutes on order detail ("5 mars 2025 à 14:07"), fr-FR short dates
 * on the about page ("05/03/2025"). An unreadable value is shown as given.
 */
type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

// One formatter per options and time zone: building one costs about a millisecond, and a list has many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(value: DateInput, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return value === null || value === undefined ? '' : String(value);
  const cacheKey = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', timeZone ? { ...options, timeZone } : options);
    formatters.set(cacheKey, formatter);
  }
  return formatter.format(d);
}

export function formatLongDate(value: DateInput, timeZone?: string): string {
  return format(value, { year: 'numeric', month: 'long', day: 'numeric' }, timeZone);
}

export function formatLongDateTime(value: DateInput, timeZone?: string): string {
  return format(value, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' }, timeZone);
}

export function formatShortDate(value: DateInput, timeZone?: string): string {
  return format(value, { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone);
}

// Built at first use, not when the module loads: a page's first Intl formatter starts ICU (utils/number-format.ts).
let seenFormatter: Intl.RelativeTimeFormat | undefined;
const seenFormat = {
  format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    (seenFormatter ??= new Intl.RelativeTimeFormat('fr', { style: 'short', numeric: 'always' })).format(value, unit),
};

/** How long ago data was seen, in short French: 'il y a 3 h', 'il y a 5 min', "à l'instant". */
export function formatSeenAgo(seenAt: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - seenAt) / 1000));
  if (seconds < 60) return "à l'instant";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seenFormat.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return seenFormat.format(-hours, 'hour');
  return seenFormat.format(-Math.floor(hours / 24), 'day');
}
