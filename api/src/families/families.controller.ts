import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { NoStore } from '../common/cache-policy';
import { IdPipe, SchemaPipe, toOpenApi } from '../common/validation';
import {
  FamilyRegistrationInput,
  familyRegistrationSchema,
  FamilyUpdateInput,
  familyUpdateSchema,
} from './dto/families.schemas';
import { FamiliesService } from './families.service';

@ApiTags('families')
@ApiBearerAuth()
@Controller('api/families')
export class FamiliesController {
  constructor(private readonly families: FamiliesService) {}

  @Public()
  @Post()
  @Throttled('registration')
  @ApiBody({ description: 'Registration payload of SPEC 3 (family)', schema: toOpenApi(familyRegistrationSchema) })
  register(@Body(new SchemaPipe(familyRegistrationSchema)) body: unknown) {
    return this.families.register(body as FamilyRegistrationInput);
  }

  @Public()
  // The family dashboard's data (names): not kept by any cache.
  @NoStore()
  @Get('user/:userId')
  byUser(@Param('userId', IdPipe) userId: number) {
    return this.families.findByUser(userId);
  }

  @Public()
  // Contact fields are shown to the family itself and to associations it asked: the answer depends on the viewer.
  @NoStore()
  @Get(':id')
  findOne(@CurrentUser() viewer: AuthUser | undefined, @Param('id', IdPipe) id: number) {
    return this.families.findOne(viewer, id);
  }

  @Put(':userId')
  @ApiBody({ description: 'Fields to change (blank = unchanged)', schema: toOpenApi(familyUpdateSchema) })
  update(
    @CurrentUser() user: AuthUser,
    @Param('userId', IdPipe) userId: number,
    @Body(new SchemaPipe(familyUpdateSchema)) body: unknown,
  ) {
    return this.families.update(user, userId, body as FamilyUpdateInput);
  }

  @Delete(':familyId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number): Promise<void> {
    await this.families.remove(user, familyId);
  }
}
