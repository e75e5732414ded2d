export { promotionListData as data } from '../../content/data.server';
