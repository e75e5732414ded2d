export { promotionDetailData as data } from '../../src/content/data.server';
