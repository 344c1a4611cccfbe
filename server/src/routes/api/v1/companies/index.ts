import { catalogueDb, sharedCatalogueAnswer } from '#server/services/catalogue-query.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { found } from '#server/lib/http-error.ts';
import { findCompanyById, findCompanyBySlug } from '#server/repositories/companies.ts';
import { IdParams, SlugParams } from '#server/schemas/common.ts';
import { CompanySchema } from '#server/schemas/company.ts';
import { catalogueSchema } from '../catalogue-routes.ts';

const NOT_FOUND = "L'entreprise demandée n'existe pas";

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', sharedCatalogueAnswer);
  app.get(
    '/public/companies/:id',
    { schema: catalogueSchema({ summary: 'Une entreprise', params: IdParams }, CompanySchema) },
    async (request) => found(await findCompanyById(catalogueDb(request), request.params.id), NOT_FOUND),
  );

  app.get(
    '/public/companies/slug/:slug',
    { schema: catalogueSchema({ summary: 'Une entreprise par son slug', params: SlugParams }, CompanySchema) },
    async (request) => found(await findCompanyBySlug(catalogueDb(request), request.params.slug), NOT_FOUND),
  );
};
