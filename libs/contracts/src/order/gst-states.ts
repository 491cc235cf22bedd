/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN, as the GST portal lists them). A tax invoice names the recipient's state and its code,
 * and the place of supply decides between CGST + SGST and IGST. This file imports nothing, so
 * the SPA may take it too.
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type GstState = (typeof GST_STATES)[number];

/** Other ways shoppers write a state: former names, short forms and the vehicle-registration codes. */
const ALIASES: Record<string, string> = {
  'j&k': '01',
  jk: '01',
  'jammu & kashmir': '01',
  hp: '02',
  pb: '03',
  ch: '04',
  uk: '05',
  uttaranchal: '05',
  hr: '06',
  dl: '07',
  'new delhi': '07',
  'nct of delhi': '07',
  'national capital territory of delhi': '07',
  rj: '08',
  up: '09',
  br: '10',
  sk: '11',
  ar: '12',
  nl: '13',
  mn: '14',
  mz: '15',
  tr: '16',
  ml: '17',
  as: '18',
  wb: '19',
  jh: '20',
  od: '21',
  or: '21',
  orissa: '21',
  cg: '22',
  ct: '22',
  chattisgarh: '22',
  mp: '23',
  gj: '24',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
  dnh: '26',
  dd: '26',
  mh: '27',
  ka: '29',
  ga: '30',
  ld: '31',
  kl: '32',
  tn: '33',
  py: '34',
  pondicherry: '34',
  an: '35',
  'andaman & nicobar islands': '35',
  ts: '36',
  tg: '36',
  ap: '37',
  la: '38',
};

const byCode = new Map<string, GstState>(GST_STATES.map((state) => [state.code, state]));
const byName = new Map<string, GstState>(GST_STATES.map((state) => [normalise(state.name), state]));

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/^(the )?(state|ut|union territory) of /, '');
}

/** The state a shopper's text names (its name, a former name, a short form or its GST code), or null. */
export function gstStateOf(text: string): GstState | null {
  const key = normalise(text);
  if (/^[0-9]{2}$/.test(key)) return byCode.get(key) ?? null;
  const named = byName.get(key) ?? byName.get(key.replace(/&/g, 'and'));
  if (named) return named;
  const alias = ALIASES[key];
  return alias ? (byCode.get(alias) ?? null) : null;
}

/** The state whose GST code this is (a GSTIN's first two digits), or null. */
export const gstStateByCode = (code: string): GstState | null => byCode.get(code) ?? null;
