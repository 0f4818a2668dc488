// The API as the console calls it, through the balancer (or one server): sign in as a demo user, then call routes.

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
  /** The server that answered, as HAProxy names it (api1 …); undefined when the call went to a server directly. */
  servedBy?: string;
  headers: Headers;
}

export interface ConsoleConfig {
  apiKey: string;
  clientId: string;
  clientSecret: string;
}

export const DEMO_PASSWORD = 'Demo@1234';
/** The demo tenant's first project and workspace, as the console addresses them. */
export const WHERE = 'aggregate=city-centre&project=mall&tenant=demo';

export async function consoleConfig(base: string): Promise<ConsoleConfig> {
  return (await fetch(`${base}/console-config.json`)).json();
}

/** Asks for a token; the whole answer, so a test can check a refusal. */
export async function requestToken(base: string, config: ConsoleConfig, username: string, password: string): Promise<Answer> {
  const response = await fetch(`${base}/iam/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': config.apiKey },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      username,
      password,
      scope: 'openid',
      tenant: 'demo',
    }),
  });
  return answerOf(response);
}

export class Session {
  constructor(
    readonly config: ConsoleConfig,
    readonly token: string,
  ) {}

  static async signIn(base: string, username = 'owner', password = DEMO_PASSWORD): Promise<Session> {
    const config = await consoleConfig(base);
    const answer = await requestToken(base, config, username, password);
    if (answer.status !== 200) throw new Error(`${username} could not sign in: ${answer.status} ${JSON.stringify(answer.body)}`);
    return new Session(config, answer.body.access_token);
  }

  /** One call to `base` (the balancer or one server); a JSON body is sent as JSON, a FormData as multipart. */
  async call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        'x-api-key': this.config.apiKey,
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
    return answerOf(response);
  }
}

/** A fetch's answer as the tests read it (a caller without a session, such as a signage player, reads its own calls so). */
export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the text as it came
  }
  return { status: response.status, body, servedBy: response.headers.get('x-served-by') ?? undefined, headers: response.headers };
}
