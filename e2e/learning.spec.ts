import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '../src/domain/learning/values.js';
import { ITEM_MESSAGES } from '../src/domain/media-items/types.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet, expectPath, signIn } from './support/console.js';
import { useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
let files: string;
let creativeUrl = '';
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'sdm-learning-e2e-'));
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await site.server.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

function png(name: string, colour: [number, number, number]): string {
  const image = new PNG({ width: 48, height: 48 });
  for (let i = 0; i < 48 * 48; i++) image.data.set([...colour, 255], i * 4);
  const path = join(files, name);
  writeFileSync(path, PNG.sync.write(image));
  return path;
}

/** Puts a card section in edit mode (its group pencil). */
async function editSection(s: Locator) {
  await s.getByRole('button', { name: 'Edit', exact: true }).click();
}

async function ownerOnCreative(): Promise<Page> {
  const page = await site.newPage({ viewport: { width: 1400, height: 1000 } });
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  if (!creativeUrl) {
    await page.goto(`${site.server.url}${WS}/creatives/create`);
    await page.getByRole('textbox', { name: /^Code/ }).fill('LEARN-1');
    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Learning Creative');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await snackbar(page, 'Creative saved.').waitFor();
    await expectPath(page, `${WS}/creatives`);
    const [row] = await rows<{ id: string }>(sql`select id from media_items where kind = 'creative' and name = 'E2E Learning Creative'`);
    creativeUrl = `${site.server.url}${WS}/creatives/${row.id}`;
  }
  await page.goto(creativeUrl);
  await page.getByRole('heading', { name: 'Creative E2E Learning Creative' }).waitFor();
  return page;
}

it('adds, edits and deletes a tutor with qualification and experience rows', async () => {
  const page = await ownerOnCreative();
  const tutors = section(page, 'Content Tutors');
  const add = tutors.getByRole('button', { name: 'Add Tutor' });
  // Add is disabled until the group is in edit mode.
  expect(await add.isDisabled()).toBe(true);
  await editSection(tutors);
  await add.click();
  const form = tutors.getByTestId('card-form');
  // Name is required: Save stays disabled without it. The new card says so once the name is touched.
  const name = form.getByRole('textbox', { name: /^Name/ });
  await expectFieldQuiet(name, LEARNING_MESSAGES.tutorNameRequired);
  await name.fill('Grace');
  await name.fill('');
  await name.blur();
  await expectFieldMessage(name, LEARNING_MESSAGES.tutorNameRequired);
  expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await form.getByRole('textbox', { name: /^Name/ }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Short profile' }).fill('Rear admiral and compiler pioneer');
  await form.getByRole('button', { name: 'Add Educational Qualifications' }).click();
  await form.getByRole('textbox', { name: 'Institution 1' }).fill('Yale');
  await form.getByRole('textbox', { name: 'Degree 1' }).fill('PhD Mathematics');
  await form.getByRole('button', { name: 'Add Work Experience' }).click();
  await form.getByRole('textbox', { name: 'Organization 1' }).fill('US Navy');
  await form.getByRole('textbox', { name: 'Designation 1' }).fill('Rear Admiral');
  await form.getByRole('button', { name: 'Save' }).click();
  await snackbar(page, 'Tutor saved').waitFor();
  const card = tutors.getByTestId('card').filter({ hasText: 'Grace Hopper' });
  await card.getByText('Rear admiral and compiler pioneer').waitFor();
  const [stored] = await rows<{ doc: { eduQualification: { institution: string }[]; workExperience: { designation: string }[] } }>(
    sql`select doc from learning_records where kind = 'tutor' and name = 'Grace Hopper' and not is_deleted`,
  );
  expect(stored.doc.eduQualification.map((q) => q.institution)).toEqual(['Yale']);
  expect(stored.doc.workExperience.map((q) => q.designation)).toEqual(['Rear Admiral']);

  // Edit: drop the qualification row, change the profile.
  await tutors.getByRole('button', { name: 'Edit Grace Hopper' }).click();
  await form.getByRole('button', { name: 'Delete Educational Qualifications row 1' }).click();
  await form.getByRole('textbox', { name: 'Short profile' }).fill('Wrote the first compiler');
  await form.getByRole('button', { name: 'Save' }).click();
  await card.getByText('Wrote the first compiler').waitFor();

  // The creative's History lists the tutor's change, named by its section and name, with no Restore.
  const history = section(page, 'History');
  await history.getByRole('button', { name: 'Unfold History' }).click();
  const latest = history.getByTestId('history-record').first();
  await latest
    .getByTestId('history-sub')
    .filter({ hasText: /^Content Tutors: Grace Hopper \([A-Za-z0-9]+\)$/ })
    .waitFor();
  expect(await latest.getByRole('row').filter({ hasText: 'Wrote the first compiler' }).getByTestId('history-new').innerText()).toBe('Wrote the first compiler');
  expect(await latest.getByRole('button', { name: 'Restore' }).count()).toBe(0);

  // A new card cancelled goes away.
  await add.click();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await poll(() => tutors.getByTestId('card').count()).toBe(1);

  // Delete asks first.
  await tutors.getByRole('button', { name: 'Delete Grace Hopper' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await poll(() => tutors.getByTestId('card').count()).toBe(0);
  expect(await rows(sql`select id from learning_records where kind = 'tutor' and name = 'Grace Hopper' and not is_deleted`)).toHaveLength(0);
});

/** Adds a question to the open questionnaire editor. */
async function addQuestion(editor: Locator, text: string, choices: string[], answer: number, pictures?: string[]) {
  await editor.getByRole('button', { name: 'Add question' }).click();
  const q = editor.getByTestId('question-form');
  await q.getByRole('textbox', { name: 'Question', exact: true }).fill(text);
  await q.getByRole('tab', { name: 'Properties' }).click();
  await q.getByRole('radio', { name: 'Difficult', exact: true }).check();
  await q.getByRole('tab', { name: 'Answers' }).click();
  await q.getByRole('button', { name: `${choices.length} choices` }).click();
  if (pictures) await q.getByRole('checkbox', { name: 'Choices are images' }).check();
  for (const [i, name] of choices.entries()) {
    await q.getByRole('textbox', { name: `Choice ${i + 1}`, exact: true }).fill(name);
    if (pictures) await q.getByLabel(`Picture for choice ${i + 1}`).setInputFiles(pictures[i]);
  }
  await q.getByRole('checkbox', { name: `Choice ${answer + 1} is an answer` }).check();
  await q.getByRole('tab', { name: 'Hints' }).click();
  await q.getByRole('button', { name: 'Add hint' }).click();
  await q.getByRole('textbox', { name: 'Hint 1 description' }).fill(`Think about ${choices[answer]}`);
  await q.getByRole('button', { name: 'Save question' }).click();
  await q.waitFor({ state: 'detached' });
}

it('builds questionnaires with a multiple-choice question with image choices, and a topic picking questions from two sets', async () => {
  const page = await ownerOnCreative();
  const sets = section(page, 'Questionnaire');
  await editSection(sets);
  await sets.getByRole('button', { name: 'Add Questionaire' }).click();
  let editor = sets.getByTestId('card-form');
  await editor.getByText(LEARNING_MESSAGES.saveSetFirst).waitFor();
  // Quiet until the disabled Save is clicked: then the code and the subject say they are required.
  const code = editor.getByRole('textbox', { name: /^Questionaire code/ });
  const subject = editor.getByRole('textbox', { name: /^Subject/ });
  await expectFieldQuiet(code, LEARNING_MESSAGES.codeRequired);
  await expectFieldQuiet(subject, LEARNING_MESSAGES.subjectRequired);
  await clickDisabled(editor.getByRole('button', { name: 'Save', exact: true }));
  await expectFieldMessage(code, LEARNING_MESSAGES.codeRequired);
  await expectFieldMessage(subject, LEARNING_MESSAGES.subjectRequired);
  await editor.getByRole('radio', { name: 'Exam' }).check();
  await editor.getByRole('textbox', { name: /^Questionaire code/ }).fill('GEO-1');
  await editor.getByRole('textbox', { name: /^Subject/ }).fill('Geography');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Questionaire saved').waitFor();
  // Saved, it stays open for its questions.
  await editor.getByRole('button', { name: 'Add question' }).waitFor();
  const flags = [png('red.png', [220, 30, 30]), png('green.png', [30, 180, 60]), png('blue.png', [30, 60, 220])];
  await addQuestion(editor, 'Which flag is green?', ['Red', 'Green', 'Blue'], 1, flags);
  await addQuestion(editor, 'Largest ocean?', ['Atlantic', 'Pacific'], 1);
  // A third question, deleted again (marked deleted, no longer listed).
  await addQuestion(editor, 'Capital of France?', ['Paris', 'Lyon'], 0);
  await poll(() => editor.getByTestId('question-card').count()).toBe(3);
  await editor.getByRole('button', { name: 'Delete question 3' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await poll(() => editor.getByTestId('question-card').count()).toBe(2);
  await poll(async () =>
    (await rows<{ d: boolean }>(sql`select is_deleted as d from learning_questions where doc->>'question' = 'Capital of France?'`)).map((r) => r.d),
  ).toEqual([true]);
  // Saved and unchanged: Save waits for a change, which concerns no field: clicked, it says so beside itself. The
  // delete's confirmation fades out first (a forced click meanwhile lands on its overlay).
  await poll(() => page.getByRole('dialog').count()).toBe(0);
  expect(await editor.getByTestId('card-problem').count()).toBe(0);
  await clickDisabled(editor.getByRole('button', { name: 'Save', exact: true }));
  await editor.getByTestId('card-problem').filter({ hasText: ITEM_MESSAGES.noChanges }).waitFor();
  await editor.getByRole('button', { name: 'Cancel' }).last().click();
  await sets.getByTestId('card').filter({ hasText: 'Geography' }).getByRole('img', { name: 'Exam questionaire' }).waitFor();

  const [first] = await rows<{
    id: string;
    doc: { choices: { uid: string; name: string; hasImage: boolean }[]; answers: string[]; difficulty: string; hints: unknown[] };
  }>(sql`select id, doc from learning_questions where doc->>'question' = 'Which flag is green?'`);
  expect(first.doc.choices.map((c) => [c.name, c.hasImage])).toEqual([
    ['Red', true],
    ['Green', true],
    ['Blue', true],
  ]);
  expect(first.doc.answers).toEqual([first.doc.choices[1].uid]);
  expect(first.doc.difficulty).toBe('Difficult');
  expect(first.doc.hints).toHaveLength(1);
  const images = await rows<{ purpose: string }>(sql`select purpose from images where owner_type = 'question' and owner_id = ${first.id} order by purpose`);
  expect(images.map((i) => i.purpose).sort()).toEqual(first.doc.choices.map((c) => `choice-${c.uid}-img`).sort());

  // A second questionnaire, a survey.
  await sets.getByRole('button', { name: 'Add Questionaire' }).click();
  editor = sets.getByTestId('card-form');
  await editor.getByRole('radio', { name: 'Survey' }).check();
  await editor.getByRole('textbox', { name: /^Questionaire code/ }).fill('HIST-1');
  await editor.getByRole('textbox', { name: /^Subject/ }).fill('History');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await editor.getByRole('button', { name: 'Add question' }).waitFor();
  await addQuestion(editor, 'First moon landing year?', ['1969', '1972'], 0);
  await editor.getByRole('button', { name: 'Cancel' }).last().click();
  await sets.getByTestId('card').filter({ hasText: 'History' }).getByRole('img', { name: 'Survey questionaire' }).waitFor();

  // Editing the first set again loads its questions; the choice pictures show.
  await sets.getByRole('button', { name: 'Edit GEO-1' }).click();
  editor = sets.getByTestId('card-form');
  await editor.getByRole('button', { name: 'Edit question 1' }).click();
  await editor.getByRole('tab', { name: 'Answers' }).click();
  await poll(() => editor.getByTestId('picture-preview').count()).toBe(3);
  await editor.getByRole('button', { name: 'Cancel' }).first().click();
  await editor.getByRole('button', { name: 'Cancel' }).last().click();

  // The topic picks from both sets.
  const topics = section(page, 'Content Topics');
  await editSection(topics);
  await topics.getByRole('button', { name: 'Add topic' }).click();
  const form = topics.getByTestId('card-form');
  expect(await form.getByRole('textbox', { name: /^Maximum Attempt/ }).inputValue()).toBe('3');
  expect(await form.getByRole('textbox', { name: /^Timer \(in minutes\)/ }).inputValue()).toBe('0');
  await form.getByRole('textbox', { name: /^Name/ }).fill('World Quiz');
  await form.getByRole('textbox', { name: 'Description' }).fill('Places and dates');
  await form.getByRole('textbox', { name: 'Instructions for test' }).fill('Answer all questions');
  await form.getByRole('textbox', { name: 'Comment after test completed' }).fill('Well done');
  await form.getByRole('textbox', { name: /^Timer \(in minutes\)/ }).fill('15');
  await form.getByRole('radio', { name: 'Easy' }).check();
  // Revealing answers needs the date: Save waits for it, and a click on Save says so beside the untouched date.
  await form.getByRole('checkbox', { name: 'Reveal Answers after 3 Attempts' }).check();
  expect(await form.getByText(LEARNING_MESSAGES.revealDateRequired).count()).toBe(0);
  await clickDisabled(form.getByRole('button', { name: 'Save' }));
  await expectFieldMessage(form.getByRole('button', { name: 'Reveal Answers After' }), LEARNING_MESSAGES.revealDateRequired);
  await form.getByRole('checkbox', { name: 'Reveal Answers after 3 Attempts' }).uncheck();

  await form.getByLabel('Questionaires', { exact: true }).click();
  await page.getByRole('option', { name: 'GEO-1 — Geography' }).click();
  await page.getByRole('option', { name: 'HIST-1 — History' }).click();
  await page.keyboard.press('Escape');
  const geo = form.getByRole('group', { name: 'Subject > Geography' });
  const hist = form.getByRole('group', { name: 'Subject > History' });
  await geo.getByText('1. Which flag is green?').waitFor();
  await geo.getByText('2. Green').waitFor();
  await geo.getByRole('checkbox', { name: 'Question 1: Which flag is green?' }).check();
  const selectAll = geo.getByRole('checkbox', { name: 'Select all' });
  // One of two: indeterminate.
  await poll(() => selectAll.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
  await selectAll.click();
  await poll(() => selectAll.isChecked()).toBe(true);
  await hist.getByRole('checkbox', { name: 'Select all' }).click();
  const summary = page.getByTestId('selection-snackbar');
  await summary.getByText('Geography: 2, History: 1 — Total: 3 questions').waitFor();
  await summary.getByRole('button', { name: 'Close' }).click();
  await summary.waitFor({ state: 'detached' });

  await form.getByRole('button', { name: 'Add Reference Books' }).click();
  await form.getByRole('textbox', { name: 'Book Name 1' }).fill('World Atlas');
  await form.getByRole('button', { name: 'Add Reference URLs' }).click();
  await form.getByRole('textbox', { name: 'Reference URL 1' }).fill('https://example.com/atlas');
  await form.getByRole('button', { name: 'Save' }).click();
  await snackbar(page, 'Topic saved').waitFor();
  await topics.getByTestId('card').filter({ hasText: 'World Quiz' }).getByText('3 questions · 15 min · 3 attempts').waitFor();

  const [topic] = await rows<{
    doc: { topicQuestions: { subject: string; questions: string[] }[]; difficulty: string; timer: number; referenceBooks: { name: string }[] };
  }>(sql`select doc from learning_records where kind = 'topic' and name = 'World Quiz'`);
  expect(topic.doc.topicQuestions.map((e) => [e.subject, e.questions.length])).toEqual([
    ['Geography', 2],
    ['History', 1],
  ]);
  expect(topic.doc).toMatchObject({ difficulty: 'Easy', timer: 15, referenceBooks: [{ name: 'World Atlas' }] });

  // The set the topic uses cannot be deleted; the message names the topic.
  await sets.getByRole('button', { name: 'Delete HIST-1' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await snackbar(page, "This questionaire is used by the topic 'World Quiz'.").waitFor();
  await poll(() => sets.getByTestId('card').count()).toBe(2);

  // Deleting the topic asks its question (docs/product/creatives-assets-signage.md §2.7).
  await topics.getByRole('button', { name: 'Delete World Quiz' }).click();
  await page.getByText(LEARNING_MESSAGES.confirmTopicDelete).waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await poll(() => topics.getByTestId('card').count()).toBe(0);
});
