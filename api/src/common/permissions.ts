import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { API_MESSAGES } from '@petfoster/contracts';

export const forbidden = (message: string = API_MESSAGES.forbidden) => new ForbiddenException(message);
export const notFound = () => new NotFoundException(API_MESSAGES.notFound);
