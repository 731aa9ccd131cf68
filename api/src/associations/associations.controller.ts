import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { RequestStatus } from '@petfoster/contracts';
import { AuthUser, CurrentUser, Public } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { notFound } from '../common/permissions';
import { IdPipe, Parsed, SchemaPipe, toOpenApi } from '../common/validation';
import { AnimalsService } from '../animals/animals.service';
import { RequestsService } from '../requests/requests.service';
import { AssociationRegistrationInput, associationRegistrationSchema, AssociationUpdateInput, associationUpdateSchema, decisionSchema } from './dto/associations.schemas';
import { AssociationsService } from './associations.service';

@ApiTags('associations')
@ApiBearerAuth()
@Controller('api/associations')
export class AssociationsController {
  constructor(
    private readonly associations: AssociationsService,
    private readonly animals: AnimalsService,
    private readonly requests: RequestsService,
  ) {}

  @Public()
  @Get()
  list() {
    return this.associations.list();
  }

  @Public()
  @Post()
  @Throttled('registration')
  @ApiBody({ description: 'Registration payload of SPEC 3 (association)', schema: toOpenApi(associationRegistrationSchema) })
  register(@Body(new SchemaPipe(associationRegistrationSchema)) body: unknown) {
    return this.associations.register(body as AssociationRegistrationInput);
  }

  @Put('requests-mods')
  @ApiBody({ schema: toOpenApi(decisionSchema) })
  decide(@CurrentUser() user: AuthUser, @Body(new SchemaPipe(decisionSchema)) body: Parsed<typeof decisionSchema>) {
    return this.requests.decide(user, body.id, body.status as RequestStatus);
  }

  @Public()
  @Get(':id')
  findOne(@Param('id', IdPipe) id: number) {
    return this.associations.findOne(id);
  }

  @Public()
  @Get(':id/animals')
  async animalsOf(@Param('id', IdPipe) id: number) {
    if (!(await this.associations.exists(id))) throw notFound();
    return { animals: await this.animals.listForAssociation(id) };
  }

  @Get(':id/requests')
  requestsOf(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.requests.listForAssociation(user, id);
  }

  @Put(':userId')
  @ApiBody({ description: 'Fields to change (blank = unchanged)', schema: toOpenApi(associationUpdateSchema) })
  update(@CurrentUser() user: AuthUser, @Param('userId', IdPipe) userId: number, @Body(new SchemaPipe(associationUpdateSchema)) body: unknown) {
    return this.associations.update(user, userId, body as AssociationUpdateInput);
  }

  @Delete(':associationId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('associationId', IdPipe) associationId: number): Promise<void> {
    await this.associations.remove(user, associationId);
  }
}
