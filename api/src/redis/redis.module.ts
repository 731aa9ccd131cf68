import { Global, Module } from '@nestjs/common';
import { RedisService } from './redis.service';

/** REDIS_URL's connection, one per process, for every module that shares state between replicas. */
@Global()
@Module({ providers: [RedisService], exports: [RedisService] })
export class RedisModule {}
