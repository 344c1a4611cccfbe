import { catalogueDb, sharedCatalogueAnswer } from '#server/services/catalogue-query.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#server/lib/http-error.ts';
import { findCompanyById, findCompanyBySlug } from '#server/repositories/companies.ts';
import { errorResponses, IdParams, SlugParams } from '#server/schemas/common.ts';
import { CompanySchema } from '#server/schemas/company.ts';

const NOT_FOUND = "L'entreprise demandée n'existe pas";

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', sharedCatalogueAnswer);
  app.get(
    '/public/companies/:id',
    { schema: { tags: ['catalogue'], summary: 'Une entreprise', params: IdParams, response: { 200: CompanySchema, ...errorResponses } } },
    async (request) => {
      const company = await findCompanyById(catalogueDb(request), request.params.id);
      if (!company) throw notFound(NOT_FOUND);
      return company;
    },
  );

  app.get(
    '/public/companies/slug/:slug',
    { schema: { tags: ['catalogue'], summary: 'Une entreprise par son slug', params: SlugParams, response: { 200: CompanySchema, ...errorResponses } } },
    async (request) => {
      const company = await findCompanyBySlug(catalogueDb(request), request.params.slug);
      if (!company) throw notFound(NOT_FOUND);
      return company;
    },
  );
};
