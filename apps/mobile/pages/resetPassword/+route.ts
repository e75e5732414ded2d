import { pageRoute } from '@storefront/ui-shared/react';

export default pageRoute('mobile', 'resetPassword');
