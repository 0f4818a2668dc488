// A smoke test of a running server (`node scripts/smoke.mjs http://127.0.0.1:8080`), as a new user would try it: the
// console's page and its script load, the demo owner signs in, lists city-centre's venues, saves one and reads it back.
// `.ci/run` runs it against a production install (scripts/production-check.sh). Plain Node: no test tools needed.
const base = process.argv[2] ?? 'http://127.0.0.1:8080';

function check(ok, message) {
  if (!ok) {
    console.error(`smoke: ${message}`);
    process.exit(1);
  }
}

async function call(path, init = {}) {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

const page = await call('/');
check(page.status === 200 && page.text.includes('<div id="root">'), `GET / answered ${page.status} without the console's page`);
const script = /<script[^>]+src="([^"]+\.js)"/.exec(page.text)?.[1];
check(script && (await call(script)).status === 200, `the console's script ${script} does not load`);

const config = (await call('/console-config.json')).json();
const token = await call('/iam/oauth/token', {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': config.apiKey },
  body: new URLSearchParams({
    grant_type: 'password',
    client_id: config.clientId,
    client_secret: config.clientSecret,
    username: 'owner',
    password: 'Demo@1234',
    scope: 'openid',
    tenant: 'demo',
  }),
});
check(token.status === 200, `sign-in answered ${token.status}: ${token.text}`);
const headers = { authorization: `Bearer ${token.json().access_token}`, 'x-api-key': config.apiKey, 'content-type': 'application/json' };

const where = 'aggregate=city-centre&project=mall&tenant=demo';
const list = await call(`/api/2.0/media-venues?${where}&limit=50`, { headers });
check(list.status === 200 && list.json().length > 0, `the venue list answered ${list.status} with ${list.text.slice(0, 200)}`);

const name = `Smoke test venue ${Date.now()}`;
const created = await call(`/api/2.0/media-venues?${where}`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ name, type: 'Shopping Mall', subtype: 'Atrium' }),
});
check(created.status === 201, `saving a venue answered ${created.status}: ${created.text}`);
const { id } = created.json();
const read = await call(`/api/2.0/media-venues/${id}?${where}`, { headers });
check(read.status === 200 && read.json().name === name, `the saved venue reads back as ${read.status} ${read.text.slice(0, 200)}`);

console.log(`smoke: ${base} serves the console; the owner signed in, listed ${list.json().length} venues and saved "${name}".`);
