export { useApi, useUserInfo, refresh, ApiCacheScope, createApiCache, type ApiKey, type ApiOptions, type ApiState, type UserInfoState } from './useApi';
export { createPageCache, hashKey, type PageCache, type CacheEntry, type LoadOptions, type PageCacheOptions } from './pageCache';
