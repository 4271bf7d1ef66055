import { useUiStrings } from './useUiStrings';

const formats = new Map<string, Intl.NumberFormat>();

/** The browser's number format for the primitives' locale, built once per locale and options. */
export function useNumberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const { locale } = useUiStrings();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
