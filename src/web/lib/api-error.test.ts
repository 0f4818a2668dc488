import { describe, expect, it } from 'vitest';
import { ApiError, describeError, formProblems, humanName, sentenceOf, validationProblems } from './api-error';

/** A 400 as the server's error handler answers a body its schema refuses. */
const refusal = (...details: { path: string; message: string }[]) =>
  new ApiError(400, 'Bad Request', {
    statusCode: 400,
    error: 'Bad Request',
    message: `Invalid body: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`,
    details,
  });

const FORM = { name: '', maxAllowed: 1, email: '', urls: {} };
const isField = (f: string): f is keyof typeof FORM => Object.hasOwn(FORM, f);

describe('a refused body as sentences', () => {
  it('says the schema library’s usual problems as the console does', () => {
    expect(sentenceOf('Name', 'Too big: expected string to have <=100 characters')).toBe('Name must be at most 100 characters');
    expect(sentenceOf('Tags', 'Too big: expected array to have <=50 items')).toBe('Tags must have at most 50 entries');
    expect(sentenceOf('Max allowed entities', 'Too big: expected number to be <=1000000')).toBe('Max allowed entities must be at most 1000000');
    expect(sentenceOf('Code', 'Too small: expected string to have >=1 characters')).toBe('Code is required');
    expect(sentenceOf('Code', 'Too small: expected string to have >=3 characters')).toBe('Code must be at least 3 characters');
    expect(sentenceOf('Max allowed entities', 'Too small: expected number to be >=1')).toBe('Max allowed entities must be at least 1');
    expect(sentenceOf('eMail', 'Invalid email address')).toBe('eMail must be an email address');
    expect(sentenceOf('Available from', 'Invalid ISO datetime')).toBe('Available from must be a date and time');
    expect(sentenceOf('Period', 'Invalid option: expected one of "current"|"historical"')).toBe('Period must be one of current, historical');
    expect(sentenceOf('Name', 'Invalid input: expected string, received number')).toBe('Name is not valid');
  });

  it('keeps a domain message that is a sentence, and puts the label before a fragment', () => {
    expect(sentenceOf('Mac Address', 'Mac address must look like 00:1A:2B:3C:4D:5E')).toBe('Mac address must look like 00:1A:2B:3C:4D:5E');
    expect(sentenceOf('Workspace', 'must be an id or a key')).toBe('Workspace must be an id or a key');
  });

  it('names a field without a label by its words', () => {
    expect(humanName('maxAllowed')).toBe('Max allowed');
    expect(humanName('aggregate_id')).toBe('Aggregate');
    expect(humanName('')).toBe('The request');
  });

  it('reads the problems only from a 400 that names them', () => {
    expect(validationProblems(refusal({ path: '/urls/home', message: 'Invalid URL' }))).toEqual([{ field: 'urls', message: 'Invalid URL' }]);
    expect(validationProblems(new ApiError(409, 'Conflict', { message: 'Duplicate venue name. Please use a different name.' }))).toEqual([]);
    expect(validationProblems(new ApiError(400, 'Bad Request', { message: 'bad', details: [1] }))).toEqual([]);
    expect(validationProblems(new Error('offline'))).toEqual([]);
  });

  it('describes a refused body as sentences instead of the schema text', () => {
    expect(describeError(refusal({ path: '/name', message: 'Too big: expected string to have <=100 characters' }))).toBe('Name must be at most 100 characters');
    expect(describeError(new ApiError(409, 'Conflict', { message: 'Duplicate venue name. Please use a different name.' }))).toBe(
      'Duplicate venue name. Please use a different name.',
    );
  });
});

describe('a refused body on the form', () => {
  it('puts each problem about a form field beside it, with the form’s label', () => {
    const e = refusal(
      { path: '/name', message: 'Too big: expected string to have <=100 characters' },
      { path: '/maxAllowed', message: 'Too small: expected number to be >=1' },
      { path: '/email', message: 'Invalid email address' },
    );
    expect(formProblems(e, isField, { name: 'Name', email: 'eMail' })).toEqual({
      fields: { name: 'Name must be at most 100 characters', maxAllowed: 'Max allowed must be at least 1', email: 'eMail must be an email address' },
      other: null,
    });
  });

  it('says what is not about a form field as one sentence', () => {
    const e = refusal(
      { path: '/', message: 'Invalid input: expected object, received undefined' },
      { path: '/createAsset/type', message: 'Too small: expected string to have >=1 characters' },
    );
    expect(formProblems(e, isField, {})).toEqual({ fields: {}, other: 'The request is not valid. Create asset is required' });
  });

  it('leaves any other failure to be shown as it is', () => {
    expect(formProblems(new ApiError(409, 'Conflict', { message: 'Duplicate' }), isField)).toBeNull();
  });
});
