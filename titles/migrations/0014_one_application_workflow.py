"""One application model for every title: the candidate beside the player, the evidence of the official titles' checklists, and the official title held."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('players', '0007_alter_playertitle_player_alter_ratingentry_player'),
        ('titles', '0013_honorary_rating'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='CandidateTitle',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('title', models.CharField(choices=[('IA', 'International Arbiter'), ('IO', 'International Organizer'), ('FI', 'FIDE Instructor')], max_length=3, verbose_name='title')),
                ('confirmed_on', models.DateField(verbose_name='confirmation date')),
                ('reference', models.CharField(max_length=120, verbose_name='award reference (Council or Presidential Board)')),
            ],
            options={
                'verbose_name': 'official title held',
                'verbose_name_plural': 'official titles held',
                'ordering': ['candidate', 'title'],
            },
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='candidate',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='applications', to='titles.officialcandidate', verbose_name='candidate'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='cv_with_practical_experience',
            field=models.BooleanField(default=False, verbose_name='curriculum vitae with practical experience'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='evidence_note',
            field=models.TextField(blank=True, verbose_name='evidence (documents, references)'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='federation_organises_listed_events',
            field=models.BooleanField(default=True, verbose_name='the federation organises events of kinds (a)–(d)'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='fide_language',
            field=models.CharField(blank=True, max_length=30, verbose_name='official FIDE language known'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='international_rating',
            field=models.BooleanField(default=False, verbose_name='holds an international rating'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='knows_laws_and_regulations',
            field=models.BooleanField(default=False, verbose_name='full knowledge of the Laws of Chess and FIDE regulations'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='objectivity_shown',
            field=models.BooleanField(default=False, verbose_name='absolute objectivity shown as an arbiter'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='organising_experience',
            field=models.BooleanField(default=False, verbose_name='experience organising chess competitions'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='passed_arbiters_exam',
            field=models.BooleanField(default=False, verbose_name="passed the exam before the Arbiters' Commission"),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='presented_by_federation',
            field=models.BooleanField(default=False, verbose_name='presented by the national federation'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='secondary_education',
            field=models.BooleanField(default=False, verbose_name='secondary education'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='seminars_attended',
            field=models.PositiveSmallIntegerField(default=0, verbose_name='FIDE seminars or congresses attended'),
        ),
        migrations.AddField(
            model_name='titleapplication',
            name='years_of_current_activity',
            field=models.PositiveSmallIntegerField(default=0, verbose_name='years of current activity certified'),
        ),
        migrations.AlterField(
            model_name='titleapplication',
            name='player',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='title_applications', to='players.player', verbose_name='player'),
        ),
        migrations.AlterField(
            model_name='titleapplication',
            name='title',
            field=models.CharField(choices=[('GM', 'GM norm'), ('IM', 'IM norm'), ('WGM', 'WGM norm'), ('WIM', 'WIM norm'), ('IA', 'International Arbiter'), ('IO', 'International Organizer'), ('FI', 'FIDE Instructor')], max_length=3, verbose_name='title'),
        ),
        migrations.AddConstraint(
            model_name='titleapplication',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('candidate__isnull', True), ('player__isnull', False), ('title__in', ['GM', 'IM', 'WGM', 'WIM'])), models.Q(('candidate__isnull', False), ('player__isnull', True), ('title__in', ['IA', 'IO', 'FI'])), _connector='OR'), name='application_applicant_fits_its_title'),
        ),
        migrations.AddField(
            model_name='candidatetitle',
            name='candidate',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='titles', to='titles.officialcandidate', verbose_name='candidate'),
        ),
        migrations.AddConstraint(
            model_name='candidatetitle',
            constraint=models.UniqueConstraint(fields=('candidate', 'title'), name='unique_title_per_candidate'),
        ),
    ]
