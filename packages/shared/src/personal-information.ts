import { findPhoneNumbersInText } from 'libphonenumber-js/min';

/**
 * Personal information about someone, found in text a member writes: the archive is about real, living
 * people, so a phone number, an e-mail address, a street address, exact coordinates or an identity
 * document's number in a submission, an edit or a comment is held for a moderator instead of published.
 *
 * Phone numbers are found by libphonenumber-js (Google's libphonenumber rules, metadata "min"): it knows
 * every country's numbering plan, so years, view counts and date ranges are not taken for numbers. The
 * rest are rules: the forms are regular, and each rule has tests of what it must and must not match.
 */
export const PERSONAL_INFORMATION_KINDS = ['phone', 'email', 'street_address', 'coordinates', 'id_number'] as const;
export type PersonalInformationKind = (typeof PERSONAL_INFORMATION_KINDS)[number];

export const PERSONAL_INFORMATION_LABELS: Record<PersonalInformationKind, string> = {
  phone: 'Phone number',
  email: 'E-mail address',
  street_address: 'Street address',
  coordinates: 'Exact coordinates',
  id_number: 'Identity or card number',
};

export interface PersonalInformationMatch {
  kind: PersonalInformationKind;
  /** What was found, as written. */
  text: string;
  /** Where, in the text given (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
}

/** Numbers are read as written in these countries when they carry no +prefix (the community's own). */
const DEFAULT_PHONE_COUNTRIES = ['US', 'GB'] as const;

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,24}\b/gi;

/** Either case of the first letter: "[Ss]treet". */
const anyFirstCase = (words: string[]) =>
  words.map((word) => `[${word[0].toUpperCase()}${word[0]}]${word.slice(1)}`).join('|');
const STREET_WORDS = anyFirstCase(
  ['street', 'avenue', 'road', 'boulevard', 'lane', 'drive', 'court', 'place', 'way', 'terrace', 'close'].concat([
    'crescent',
    'parkway',
    'highway',
  ]),
);
/** Abbreviations may end with a dot; a full word's dot ends the sentence and is left out. */
const STREET_ABBREVIATIONS = anyFirstCase(['st', 'ave', 'rd', 'blvd', 'ln', 'dr', 'ct', 'pl', 'pkwy', 'hwy']);
const STREET_SUFFIXES = `(?:${STREET_WORDS})\\b|(?:${STREET_ABBREVIATIONS})\\b\\.?`;
/** A house number, one to three capitalised words, and a street type: "221B Baker Street", "12 Elm St". */
const STREET_ADDRESS = new RegExp(`\\b\\d{1,5}[A-Z]?\\s+(?:[A-Z][A-Za-z'’-]*\\.?\\s+){1,3}(?:${STREET_SUFFIXES})`, 'g');

/** Decimal degrees with four or more decimals (about 11 m or better): "40.7484, -73.9857". */
const DECIMAL_COORDINATES = /(?<![\d.])(-?\d{1,2}\.\d{4,})\s*[,;]\s*(-?\d{1,3}\.\d{4,})(?![\d.])/g;
/** Degrees, minutes and seconds: 40°44'54"N 73°59'8"W. */
const DMS_COORDINATES =
  /\d{1,2}°\s?\d{1,2}['′]\s?\d{1,2}(?:\.\d+)?["″]\s?[NS][,\s]+\d{1,3}°\s?\d{1,2}['′]\s?\d{1,2}(?:\.\d+)?["″]\s?[EW]/g;

/** A US Social Security number in its usual dashed form (the ranges never issued are left out). */
const US_SSN = /\b(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}\b/g;
/** A UK National Insurance number: AB 12 34 56 C. */
const UK_NINO = /\b(?![DFIQUV])[A-Z](?![DFIQUVO])[A-Z]\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b/g;
/** 13-19 digits, spaced or dashed in groups, that pass the Luhn check: a payment card. */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function* regexMatches(
  text: string,
  pattern: RegExp,
  kind: PersonalInformationKind,
  accept: (match: RegExpExecArray) => boolean = () => true,
): Generator<PersonalInformationMatch> {
  for (const match of text.matchAll(pattern)) {
    if (!accept(match)) continue;
    yield { kind, text: match[0], start: match.index, end: match.index + match[0].length };
  }
}

function* phoneMatches(text: string): Generator<PersonalInformationMatch> {
  for (const country of DEFAULT_PHONE_COUNTRIES) {
    for (const found of findPhoneNumbersInText(text, { defaultCountry: country })) {
      yield { kind: 'phone', text: text.slice(found.startsAt, found.endsAt), start: found.startsAt, end: found.endsAt };
    }
  }
}

const inRange = (value: string, limit: number) => Math.abs(Number(value)) <= limit;

/** Every piece of personal information in `text`, in order, each span once (the first rule to claim it wins). */
export function findPersonalInformation(text: string): PersonalInformationMatch[] {
  if (!text) return [];
  const found = [
    ...regexMatches(text, EMAIL, 'email'),
    ...regexMatches(text, DECIMAL_COORDINATES, 'coordinates', (m) => inRange(m[1], 90) && inRange(m[2], 180)),
    ...regexMatches(text, DMS_COORDINATES, 'coordinates'),
    ...regexMatches(text, US_SSN, 'id_number'),
    ...regexMatches(text, UK_NINO, 'id_number'),
    ...regexMatches(text, CARD_NUMBER, 'id_number', (m) => passesLuhn(m[0].replace(/\D/g, ''))),
    ...regexMatches(text, STREET_ADDRESS, 'street_address'),
    ...phoneMatches(text),
  ];
  const kept: PersonalInformationMatch[] = [];
  for (const match of found) {
    if (kept.some((other) => match.start < other.end && other.start < match.end)) continue;
    kept.push(match);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The readable text of article HTML, for the check: tags become spaces, the common entities their signs. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A match in one field of a form or a stored record (a list field names its item: `nicknames[1]`). */
export interface FieldPersonalInformationMatch {
  field: string;
  kind: PersonalInformationKind;
  text: string;
}

/** A place's own whereabouts: what a venue's or a landmark's entry is about. */
const PLACE_OWN_FIELDS = ['address', 'coordinates'];

/**
 * Personal information in every text field of a record. A place's own address and coordinates are what
 * the entry is about, except for a residence: someone's home is never published.
 */
export function findPersonalInformationInFields(fields: Record<string, unknown>): FieldPersonalInformationMatch[] {
  const found: FieldPersonalInformationMatch[] = [];
  const check = (field: string, value: unknown) => {
    if (typeof value !== 'string') return;
    for (const match of findPersonalInformation(value)) found.push({ field, kind: match.kind, text: match.text });
  };
  for (const [field, value] of Object.entries(fields)) {
    if (PLACE_OWN_FIELDS.includes(field) && fields.placeType !== 'residence') continue;
    if (Array.isArray(value)) value.forEach((item, index) => check(`${field}[${index}]`, item));
    else check(field, value);
  }
  return found;
}
