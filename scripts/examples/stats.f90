! Running statistics over a sample, as a Fortran front end lowers them:
! every local and dummy argument starts in memory, so mem2reg has loops,
! a select case and early exits to promote through.
module stats
  implicit none
contains
  ! Mean and variance (Welford) of the first n values, stopping at the
  ! first negative one; returns how many values were used.
  integer function summarize(x, n, mean, var) result(used)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: mean, var
    real(8) :: delta, m2
    integer :: i
    mean = 0d0
    m2 = 0d0
    used = 0
    do i = 1, n
      if (x(i) < 0d0) exit
      used = used + 1
      delta = x(i) - mean
      mean = mean + delta / used
      m2 = m2 + delta * (x(i) - mean)
    end do
    if (used > 1) then
      var = m2 / (used - 1)
    else
      var = 0d0
    end if
  end function summarize

  ! A grade for a score, by ranges.
  character function grade(score)
    integer, intent(in) :: score
    select case (score)
    case (90:)
      grade = 'A'
    case (75:89)
      grade = 'B'
    case (50:74)
      grade = 'C'
    case default
      grade = 'F'
    end select
  end function grade
end module stats

program main
  use stats
  implicit none
  real(8) :: sample(6) = [4d0, 8d0, 15d0, 16d0, -1d0, 42d0]
  real(8) :: mean, var
  integer :: used
  used = summarize(sample, size(sample), mean, var)
  print '(i0, 2f10.3, 1x, a)', used, mean, var, grade(int(mean) * 8)
end program main
