import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { urgentAppealSchema, type UrgentAppealInput } from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { IdPipe, ValidBody } from '../common/validation';
import { UrgentAppealsService } from './urgent-appeals.service';

/** Urgent appeals (docs/product.md#urgent-appeals); the rules are the service's. */
@ApiTags('animals')
@ApiBearerAuth()
@Controller('api/animals')
export class UrgentAppealsController {
  constructor(private readonly appeals: UrgentAppealsService) {}

  @Access('animal.urgentAppeal')
  @Post(':id/urgent-appeal')
  @HttpCode(200)
  send(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(urgentAppealSchema) body: UrgentAppealInput,
  ) {
    return this.appeals.send(user, id, body);
  }
}
