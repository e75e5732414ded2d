import type { CheckIdRequest, CheckIdResponse } from '../contract';
import type { EndpointCaller, RequestOptions } from '../http/request';
import { routes } from '../routes';

export const createIdCheck = (call: EndpointCaller, idCheckURL?: string) => {
  const route = idCheckURL ? { ...routes.idCheck.check, path: idCheckURL } : routes.idCheck.check;
  return {
    /**
     * Asks the ID-check service for the nickname of a game account (time-out 20 s). An absolute
     * `idCheckURL` gets no `Authorization` or `guestId` header.
     * @example const { nickname } = await client.idCheck.check({ gameName: 'mobile-legends', account: { userId: '12345678', zoneId: '1234' } });
     */
    check: (body: CheckIdRequest, options?: RequestOptions): Promise<CheckIdResponse> =>
      call(route, body, options),
  };
};
