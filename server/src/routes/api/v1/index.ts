/** Every /api/v1 route module, registered in one place. */
import type { FastifyPluginAsync } from 'fastify';
import { companyRoutes } from './companies/index.ts';
import { categoryRoutes } from './categories/index.ts';
import { collectionRoutes } from './collections/index.ts';
import { productRoutes } from './products/index.ts';
import { storeRoutes } from './stores/index.ts';
import { cartRoutes } from './cart/index.ts';
import { customerAuthRoutes } from './customer-auth/index.ts';
import { wishlistRoutes } from './wishlist/index.ts';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(companyRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(storeRoutes);
  await app.register(collectionRoutes);
  await app.register(customerAuthRoutes, { prefix: '/customer-auth' });
  await app.register(cartRoutes, { prefix: '/cart' });
  await app.register(wishlistRoutes, { prefix: '/wishlist' });
};
