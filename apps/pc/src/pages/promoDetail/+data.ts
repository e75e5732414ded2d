export { promotionDetailData as data } from '../../content/data.server';
