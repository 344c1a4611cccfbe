/**
 * One navigation answered with the server-rendered page: rendered within
 * RENDER_DEADLINE_MS (else the shell), the crash screen on a failure, a 304
 * for an unchanged public page, a router redirect passed on, or the page
 * streamed into the template.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE_EVERY_TIME } from '../../../lib/cache-control.ts';
import { requestOrigin } from '../../../lib/request-origin.ts';
import type { Build } from './build.ts';
import { matchesEtag, pageValidator, sendNotModified, setPageCaching } from './caching.ts';
import { newNonce, withNonce } from './csp-nonce.ts';
import { routeAssets } from './route-assets.ts';
import type { RenderResult } from './server-entry.ts';
import { pageStart, type InlineScripts } from './template.ts';

/** The spec's request timeout: no page waits longer for its data. */
export const RENDER_DEADLINE_MS = 10_000;

export interface PageContext {
  build: () => Promise<Build>;
  config: { companyId: string; apiUrl: string };
  /** The configuration's inline script (configScript). */
  configBlock: string;
  fetchApi: typeof fetch;
}

type Rendered = { ok: true; result: RenderResult } | { ok: false; err: unknown; abandoned: boolean };

/** What one answer writes around its content: the build's template, the inline scripts, the request's nonce. */
interface Frame {
  b: Build;
  inline: InlineScripts;
  nonce: string;
}

/** The app's renderPage: a navigation answered as the module's header says. */
export function pageRenderer(ctx: PageContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const b = await ctx.build();
    const nonce = newNonce();
    const frame: Frame = { b, inline: { earlyInput: b.entry.earlyInputScript, config: ctx.configBlock }, nonce };
    const origin = requestOrigin(request);
    let etag: string | undefined;
    const rendered = await withinDeadline(request, (signal) =>
      b.entry.render({
        request: new Request(`${origin}${request.url}`, { headers: { 'user-agent': request.headers['user-agent'] ?? '' }, signal }),
        nonce,
        config: ctx.config,
        fetchApi: ctx.fetchApi,
        unchanged: (pageData) => {
          etag = pageValidator(b.contentHash, `${origin}${ctx.configBlock}`, pageData);
          return matchesEtag(request.headers['if-none-match'], etag);
        },
      }),
    );
    if (!rendered.ok) {
      if (rendered.abandoned) {
        request.log.warn({ url: request.url }, 'server rendering abandoned: the shell is sent, the browser renders');
        return sendShell(reply);
      }
      request.log.error({ err: rendered.err, url: request.url }, 'server rendering failed');
      return sendCrashScreen(reply, frame);
    }
    const { result } = rendered;
    if (result.response.status === 304 && etag) return sendNotModified(reply, etag);
    const body = result.response.body;
    if (!body || !(result.response.headers.get('content-type') ?? '').includes('text/html')) {
      // A redirect of the router: passed on as it is.
      reply.status(result.response.status);
      result.response.headers.forEach((value, key) => void reply.header(key, value));
      return reply.send(await result.response.text());
    }
    return sendPage(reply, frame, result, body, etag);
  };
}

/** Runs the render, abandoned after RENDER_DEADLINE_MS or when the client leaves. */
async function withinDeadline(request: FastifyRequest, render: (signal: AbortSignal) => Promise<RenderResult>): Promise<Rendered> {
  const controller = new AbortController();
  const onClose = () => controller.abort(new Error('client closed the connection'));
  request.raw.once('close', onClose);
  const deadline = setTimeout(() => controller.abort(new Error('render deadline')), RENDER_DEADLINE_MS);
  try {
    return { ok: true, result: await render(controller.signal) };
  } catch (err) {
    return { ok: false, err, abandoned: controller.signal.aborted };
  } finally {
    clearTimeout(deadline);
    request.raw.off('close', onClose);
  }
}

/** The shell, which renders the screen in the browser. */
async function sendShell(reply: FastifyReply) {
  reply.header('Cache-Control', REVALIDATE_EVERY_TIME);
  return reply.status(200).type('text/html; charset=utf-8').sendFile('index.html');
}

/** The spec's fallback screen, status 500. */
function sendCrashScreen(reply: FastifyReply, { b, inline, nonce }: Frame) {
  reply.header('Cache-Control', REVALIDATE_EVERY_TIME);
  withNonce(reply, nonce);
  return reply
    .status(500)
    .type('text/html; charset=utf-8')
    .send(pageStart(b, inline, '<title>Erreur</title>', nonce) + b.entry.renderCrashScreen() + b.afterOutlet);
}

/** The rendered page: its head and the code of its routes, then its content as it streams, in the template. */
function sendPage(reply: FastifyReply, { b, inline, nonce }: Frame, result: RenderResult, body: ReadableStream<Uint8Array>, etag: string | undefined) {
  withNonce(reply, nonce);
  setPageCaching(reply, result.cacheable, etag);
  const assets = routeAssets(b.manifest, result.matches, b.template);
  const stylesheets = assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const start = pageStart(b, inline, b.entry.headToHtml(result.head) + stylesheets, nonce, {
    js: assets.js,
    later: assets.later,
    needs: assets.needs,
    stylesheets: assets.css,
  });
  return reply.status(result.status).type('text/html; charset=utf-8').send(between(start, body, b.afterOutlet));
}

/** A body streamed between the page's start and end. */
function between(start: string, body: ReadableStream<Uint8Array>, end: string): Readable {
  return Readable.from(
    (async function* () {
      yield start;
      const reader = body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          yield value;
        }
      } finally {
        reader.releaseLock();
      }
      yield end;
    })(),
  );
}
