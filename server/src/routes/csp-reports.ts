/**
 * POST /api/csp-reports: the browser's reports of what the Content Security
 * Policy blocked (plugins/external/security-headers.ts), logged at `warn` so an operator
 * sees them. Both formats: `report-uri` (application/csp-report) and the
 * Reporting API (application/reports+json, a list). Small bodies only, a
 * bounded rate per address, 204 always for a well-formed report; nothing is
 * stored. Not in the OpenAPI document: browsers call it, not clients.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '#server/lib/http-error.ts';
import { CSP_REPORTS_PATH } from '#server/plugins/external/security-headers.ts';
/** Reports a browser may send per minute from one address: a page's violations repeat, a flood is dropped. */
const REPORTS_PER_MINUTE = 60;
const MAX_REPORT_BYTES = 16 * 1024;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** What is worth a log line of one report, whatever its format; query strings cut (they may carry secrets). */
export function violationOf(report: unknown): Record<string, unknown> | null {
  if (typeof report !== 'object' || report === null) return null;
  const r = report as Record<string, any>;
  // report-uri: {"csp-report": {...}} with kebab-case keys; Reporting API: {type, url, body: {...}} with camelCase keys.
  const legacy = r['csp-report'];
  const body = legacy ?? (r.type === 'csp-violation' ? r.body : null);
  if (typeof body !== 'object' || body === null) return null;
  const field = (kebab: string, camel: string) => {
    const value = body[kebab] ?? body[camel];
    return typeof value === 'string' ? value.slice(0, 500).split('?')[0] : typeof value === 'number' ? value : undefined;
  };
  return {
    directive: field('effective-directive', 'effectiveDirective') ?? field('violated-directive', 'violatedDirective'),
    blocked: field('blocked-uri', 'blockedURL'),
    page: field('document-uri', 'documentURL'),
    source: field('source-file', 'sourceFile'),
    line: field('line-number', 'lineNumber'),
    sample: field('script-sample', 'sample'),
    disposition: field('disposition', 'disposition'),
  };
}

export async function cspReportRoutes(app: FastifyInstance) {
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('Rapport CSP illisible'), undefined);
    }
  });
  app.post(
    CSP_REPORTS_PATH,
    { schema: { hide: true }, bodyLimit: MAX_REPORT_BYTES, config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const reports = Array.isArray(request.body) ? request.body : [request.body];
      const violations = reports.map(violationOf).filter((v) => v !== null);
      if (violations.length === 0) throw badRequest('Rapport CSP attendu');
      for (const violation of violations.slice(0, 20)) request.log.warn({ csp: violation }, 'content security policy violation');
      return reply.status(204).send();
    },
  );
}
