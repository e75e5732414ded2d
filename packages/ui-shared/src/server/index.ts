export {
  answerWith,
  PageAbort,
  type PageAbortAnswer,
  redirectAbort,
  renderAbort,
  type VikeAborts,
} from './abort';
export {
  categoryData,
  homeData,
  productDetailData,
  productListData,
  searchData,
} from './catalog';
export { contentPageData, frameData, promotionDetailData, promotionListData } from './content';
export {
  type RequestPageContext,
  type RequestSource,
  requestPageContext,
  type StorefrontPageContext,
} from './page-context';
export {
  type LoaderApi,
  type PageData,
  type PageFrame,
  type PageLoader,
  type PageRequest,
  pageRequestOf,
  publicServerApi,
  type ServerPageContext,
} from './request';
export { sharedFor } from './shared-for';
