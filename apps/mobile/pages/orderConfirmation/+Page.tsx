// The order confirmation page is the order page under its `/mobile/...` address.
export { default } from '../order/+Page';
