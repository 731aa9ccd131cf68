import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { chosenPassword } from '@petfoster/contracts/common-passwords';
import {
  familyRegistration,
  familySearchQuerySchema,
  familyUpdateSchema,
  type FamilyRegistrationInput,
  type FamilySearchQuery,
  type FamilyUpdateInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { Throttled } from '../auth/throttling';
import { NoStore } from '../common/cache-policy';
import { IdPipe, ValidBody, ValidQuery } from '../common/validation';
import { FamiliesService } from './families.service';

/** The validation rules (docs/product.md#validation), and a chosen password must not be a common one (docs/security.md#second-pass). */
const registrationSchema = familyRegistration(chosenPassword);

@ApiTags('families')
@ApiBearerAuth()
@Controller('api/families')
export class FamiliesController {
  constructor(private readonly families: FamiliesService) {}

  @Access('family.register')
  @Post()
  @Throttled('registration')
  register(
    @ValidBody(registrationSchema, 'Registration payload of docs/product.md#entities (family)')
    body: FamilyRegistrationInput,
  ) {
    return this.families.register(body);
  }

  /** Associations only (403 for families, 401 without a token); declared before ':id' so 'search' is not an id. */
  @Access('family.search')
  @Get('search')
  @ApiHeader({ name: 'X-Total-Count', description: 'response header: number of matching families' })
  async search(
    @CurrentUser() user: AuthUser,
    @ValidQuery(familySearchQuerySchema) query: FamilySearchQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { families, total } = await this.families.search(user, query);
    response.setHeader('X-Total-Count', String(total));
    return families;
  }

  // The family dashboard's data (names): not kept by any cache.
  @NoStore()
  @Access('family.readDashboard')
  @Get('user/:userId')
  byUser(@Param('userId', IdPipe) userId: number) {
    return this.families.findByUser(userId);
  }

  // Contact fields are shown to the family itself and to associations it asked: the answer depends on the viewer.
  @NoStore()
  @Access('family.read')
  @Get(':id')
  findOne(@CurrentUser() viewer: AuthUser | undefined, @Param('id', IdPipe) id: number) {
    return this.families.findOne(viewer, id);
  }

  @Access('family.update')
  @Put(':userId')
  update(
    @CurrentUser() user: AuthUser,
    @Param('userId', IdPipe) userId: number,
    @ValidBody(familyUpdateSchema, 'Fields to change (blank = unchanged)') body: FamilyUpdateInput,
  ) {
    return this.families.update(user, userId, body);
  }

  @Access('family.delete')
  @Delete(':familyId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('familyId', IdPipe) familyId: number): Promise<void> {
    await this.families.remove(user, familyId);
  }
}
