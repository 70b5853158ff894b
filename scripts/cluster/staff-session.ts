import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { csrfOf, readForm, type Form, type Pair } from './console-forms';
import { Client, type Answer } from './http-client';
import type { Topology } from './topology';

// Staff in the console as a person works there: an owner made with the staff command, its
// one-time link followed, then each change made by loading the screen and posting its form
// (its CSRF token, its hidden fields, its other fields as rendered, what the person typed).

const STAFF_CLI = 'dist/server/staff.js';
const execFileAsync = promisify(execFile);

export class Staff {
  constructor(
    private readonly c: Client,
    private readonly consoleUrl: string,
  ) {}

  /** A console screen's HTML (it must answer 200). */
  async screen(path: string): Promise<string> {
    // A kept-alive connection the console closed as this GET went out (idle past its keep-alive
    // timeout between two changes) resets it: asked again, as a browser does for a GET.
    const get = () => this.c.request(this.consoleUrl, path);
    const a = await get().catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET' || err.message === 'socket hang up') return get();
      throw err;
    });
    if (a.status !== 200) throw new Error(`GET ${path}: ${a.status} ${a.body.slice(0, 200)}`);
    return a.body;
  }

  /**
   * Loads `path`, fills the form posting to `action` (`fill` gets the form as rendered and
   * answers what is sent) and posts it; `sending` is called just before. Answers the 303.
   */
  async submit(
    path: string,
    action: string,
    fill: (form: Form) => Pair[] = (form) => form.fields,
    sending: () => void = () => {},
  ): Promise<Answer> {
    const html = await this.screen(path);
    const form = readForm(html, action);
    if (!form) throw new Error(`${path} has no form posting to ${action}`);
    const fields = fill(form);
    sending();
    const a = await this.c.request(this.consoleUrl, action, { form: fields });
    if (a.status !== 303) {
      const messages = [...a.body.matchAll(/class="console-error[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]).join(' / ');
      throw new Error(`POST ${action}: ${a.status} ${messages || a.body.slice(0, 200)}`);
    }
    return a;
  }

  close(): void {
    this.c.close();
  }
}

/** An owner made with the staff command, its one-time link followed as a person would; signed in. */
export async function signedInOwner(t: Topology): Promise<Staff> {
  if (!existsSync(STAFF_CLI)) throw new Error(`${STAFF_CLI} is missing: the staff command is not built`);
  const email = `cluster-owner-${Date.now()}@example.com`;
  const password = 'cluster-test-owner-password';
  const { stdout } = await execFileAsync(process.execPath, [STAFF_CLI, 'add', email, '--role', 'owner'], {
    env: { ...process.env, ...t.backendEnv() },
    timeout: 30_000,
  });
  const link = /\/setup\/[A-Za-z0-9_-]+/.exec(stdout)?.[0];
  if (!link) throw new Error(`the staff command printed no set-up link: ${stdout.slice(0, 300)}`);
  const c = new Client('127.0.0.3');
  const form = await c.request(t.consoleUrl, link);
  if (form.status !== 200) throw new Error(`GET ${link}: ${form.status}`);
  const set = await c.request(t.consoleUrl, link, {
    form: { password, confirm: password, _csrf: csrfOf(form.body) },
  });
  if (set.status !== 303) throw new Error(`setting the password: ${set.status} ${set.body.slice(0, 200)}`);
  // the link signs in; if it no longer does, sign in as staff would
  if ((await c.request(t.consoleUrl, '/stock')).status !== 200) {
    const page = await c.request(t.consoleUrl, '/sign-in');
    const signIn = await c.request(t.consoleUrl, '/sign-in', { form: { email, password, _csrf: csrfOf(page.body) } });
    if (signIn.status !== 303) throw new Error(`sign-in: ${signIn.status}`);
  }
  return new Staff(c, t.consoleUrl);
}
