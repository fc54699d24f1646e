export { useApi, useUserInfo, refresh, ApiCacheScope, type ApiKey, type ApiOptions, type ApiState, type UserInfoState } from './useApi';
