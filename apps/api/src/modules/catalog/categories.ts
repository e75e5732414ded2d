import { CategoryName } from '@storefront/api-client/contract';
import { AppError } from '../../http/errors';

/**
 * A category is its own top-level route (`/mobile-games`), so its name must be a slug that no route
 * of the store uses (`games`, `login`, `pc`, `api`, ...): the contract's list decides.
 */
export function assertCategoryName(name: string): void {
  if (!CategoryName.safeParse(name).success) throw new AppError(422, 'category.reserved', { name });
}
