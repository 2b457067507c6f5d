/** The `zipcodes` package ships no types; the part the local gazetteer uses. */
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCode>;
  export function lookup(zip: string | number): ZipCode | undefined;
  const zipcodes: { codes: Record<string, ZipCode>; lookup: typeof lookup };
  export default zipcodes;
}
