import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiAs, signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';

/** A creative with a questionnaire of three questions (multiple choice, True/False, short answer) and a topic picking them in order. */
async function topicOnCreative(): Promise<{ creative: string; topic: string }> {
  const call = await apiAs(site, 'owner');
  const creative = await call('POST', '/api/2.0/media-creatives?tenant=demo&project=mall&aggregate=city-centre', { code: 'TRY-1', name: 'Try It Creative' });
  const set = await call('POST', '/api/1.0/question-sets', { creative_id: creative.id, code: 'GEO', subject: 'Geography', qsModel: 'Exam' });
  const q = (body: object) => call('POST', `/api/1.0/question-sets/${set.id}/questions`, body);
  const mc = await q({
    question: 'Capital of France?',
    choices: [
      { uid: 'paris', name: 'Paris' },
      { uid: 'lyon', name: 'Lyon' },
    ],
    answers: ['paris'],
  });
  const tf = await q({ question: 'The Seine flows through Paris', answerType: 'True/False', answers: ['true'] });
  const typed = await q({ question: 'Largest planet?', answerType: 'Short answer', acceptedAnswers: ['Jupiter'] });
  const topic = await call('POST', '/api/1.0/topics', {
    creative_id: creative.id,
    name: 'Geography basics',
    timer: 10,
    questionOrder: 'Priority',
    choiceOrder: 'Sequential',
    topicQuestions: [{ questionSet_id: set.id, questions: [mc.id, tf.id, typed.id] }],
  });
  return { creative: creative.id, topic: topic.id };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Geography basics' });

it('takes a topic in Try it, shows the result, and the Results tab counts the attempt with the share of each choice', async () => {
  // Signing in through the console gives the owner their profile, under which previews run.
  const page = await signedInOn(site, undefined, 'owner', { viewport: { width: 1400, height: 1000 } });
  const { creative } = await topicOnCreative();
  await page.goto(`${site.server.url}${WS}/creatives/${creative}`);
  const card = page.getByRole('region', { name: 'Content Topics', exact: true }).getByTestId('card').filter({ hasText: 'Geography basics' });
  await card.getByRole('button', { name: 'Try it' }).click();
  const window = dialog(page);
  await window.getByRole('button', { name: 'Start' }).click();
  await window.getByText('Time left').waitFor();
  const questions = window.getByTestId('try-question');
  await questions.nth(0).getByRole('radio', { name: 'Paris' }).check();
  await questions.nth(1).getByRole('radio', { name: 'True' }).check();
  await questions.nth(2).getByRole('textbox', { name: '3. Largest planet?' }).fill('  jupiter ');
  await window.getByRole('button', { name: 'Submit' }).click();
  const result = window.getByTestId('try-result');
  await result.getByText('Score: 3 of 3').waitFor();
  await result.getByText('Your answer: Paris').waitFor();

  await window.getByRole('tab', { name: 'Results' }).click();
  const results = window.getByTestId('topic-results');
  await expect.poll(() => results.getByLabel('Attempts', { exact: true }).textContent(), { timeout: 10_000 }).toBe('1');
  await results.getByText('3 of 3').waitFor();
  const first = results.getByTestId('question-result').filter({ hasText: 'Capital of France?' });
  await first.getByText('100% (1)').waitFor();
  await first.getByText('0% (0)').waitFor();
  await results.getByText("1 of the attempts are editors' previews (Try it).").waitFor();

  // Again from the card's Results button: the figures are read from the server.
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Results' }).click();
  await expect.poll(() => dialog(page).getByTestId('topic-results').getByLabel('Submitted', { exact: true }).textContent(), { timeout: 10_000 }).toBe('1');
}, 120_000);
