import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { NoStore } from '../common/cache-policy';
import { IdPipe, Parsed, SchemaPipe, toOpenApi } from '../common/validation';
import { RequestsService } from '../requests/requests.service';
import { FamilyRegistrationInput, familyRegistrationSchema, FamilyUpdateInput, familyUpdateSchema, motivationSchema } from './dto/families.schemas';
import { FamiliesService } from './families.service';

@ApiTags('families')
@ApiBearerAuth()
@Controller('api/families')
export class FamiliesController {
  constructor(
    private readonly families: FamiliesService,
    private readonly requests: RequestsService,
  ) {}

  @Public()
  @Post()
  @Throttled('registration')
  @ApiBody({ description: 'Registration payload of SPEC 3 (family)', schema: toOpenApi(familyRegistrationSchema) })
  register(@Body(new SchemaPipe(familyRegistrationSchema)) body: unknown) {
    return this.families.register(body as FamilyRegistrationInput);
  }

  @Put('requests-mods')
  @ApiBody({ schema: toOpenApi(motivationSchema) })
  editMotivation(@CurrentUser() user: AuthUser, @Body(new SchemaPipe(motivationSchema)) body: Parsed<typeof motivationSchema>) {
    return this.requests.editMotivation(user, body.id, body.motivation ?? null);
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

  @Get(':id/requests')
  requestsOf(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.requests.listForFamily(user, id);
  }

  @Put(':userId')
  @ApiBody({ description: 'Fields to change (blank = unchanged)', schema: toOpenApi(familyUpdateSchema) })
  update(@CurrentUser() user: AuthUser, @Param('userId', IdPipe) userId: number, @Body(new SchemaPipe(familyUpdateSchema)) body: unknown) {
    return this.families.update(user, userId, body as FamilyUpdateInput);
  }

  @Delete(':familyId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number): Promise<void> {
    await this.families.remove(user, familyId);
  }
}
