export { promotionListData as data } from '../../src/content/data.server';
